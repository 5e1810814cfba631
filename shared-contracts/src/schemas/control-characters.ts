import * as v from 'valibot';

/** C0 controls, DEL and C1 controls: no one types them, and PostgreSQL refuses NUL in text (a 500 before this check). */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/;
/** The same but tab, line feed and carriage return, which a multi-line field (a description) keeps. */
const CONTROLS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

/**
 * Refuses a string holding a control character, by the field's name like any other check. Single-line
 * text refuses line breaks too (a browser's input never sends one; a tab or newline in a name or an
 * address is a paste or a probe); `lines` lets a textarea's paragraphs through.
 */
export const noControlCharacters = ({ lines = false } = {}) => {
  const controls = lines ? CONTROLS_BUT_LINES : CONTROLS;
  return v.check((value: string) => !controls.test(value), CONTROL_CHARACTERS_MESSAGE);
};
