import { useState } from 'react';
import { useBus, usePlatform, useSession, type AccountPreferences, type SiteAppearance } from 'shared-contracts';
import { savePreferences } from '../profile-updates';
import { ChoiceGroup } from '../ChoiceGroup/ChoiceGroup';
import { SelectField, TextField } from '../Field/Field';
import { FieldGroup, SettingsForm } from '../SettingsForm/SettingsForm';
import { Toggle } from '../Toggle/Toggle';
import type { Control, PanelSpec } from './preference-panels';
import styles from './PreferencesPanel.module.css';

type Values = Record<string, unknown>;

/** What a save writes: the panel's own fields only (two tabs share the appearance section); blank text as null. */
const patchOf = (spec: PanelSpec, values: Values): AccountPreferences => ({
  [spec.section]: Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === 'string' && value.trim() === '' ? null : value]),
  ),
});

function ControlView({ control, values, set }: { control: Control; values: Values; set(name: string, value: unknown): void }) {
  const value = values[control.name];
  switch (control.kind) {
    case 'toggle':
      return <Toggle label={control.label} description={control.description} checked={value === true} onChange={(v) => set(control.name, v)} />;
    case 'choice':
      return (
        <div className={styles.block}>
          <ChoiceGroup legend={control.legend} options={control.options} value={String(value)} onChange={(v) => set(control.name, v)} />
        </div>
      );
    case 'select':
      return (
        <div className={styles.block}>
          <SelectField label={control.label} hint={control.hint} options={control.options} value={String(value)} onChange={(v) => set(control.name, v)} />
        </div>
      );
    case 'email':
      return (
        <div className={styles.block}>
          <TextField
            label={control.label}
            hint={control.hint}
            type="email"
            autoComplete="email"
            value={typeof value === 'string' ? value : ''}
            onChange={(v) => set(control.name, v)}
          />
        </div>
      );
  }
}

/**
 * A Settings tab that edits one section of the account's preferences (Payment, Notifications,
 * Privacy, Appearance, Preferences): '{tab} settings saved successfully' or 'Failed to save {tab}
 * settings', keeping what was chosen when it fails. A saved appearance is applied to the whole site.
 */
export function PreferencesPanel({ spec, initial }: { spec: PanelSpec; initial: Values }) {
  const session = useSession();
  const { callServer } = usePlatform();
  const bus = useBus();
  const [values, setValues] = useState(initial);
  const set = (name: string, value: unknown) => setValues((v) => ({ ...v, [name]: value }));

  const save = async () => {
    const outcome = await savePreferences(callServer, session, patchOf(spec, values), spec.tab);
    if (outcome.ok && spec.appliesToSite) {
      bus.emit('appearance:changed', { theme: values.theme, animations: values.animations } as SiteAppearance);
    }
    return outcome;
  };

  return (
    <SettingsForm title={spec.title} description={spec.description} submitLabel={spec.submitLabel} onSave={save}>
      {spec.groups.map((group, i) => {
        const controls = (
          <div className={styles.controls}>
            {group.controls.map((control) => (
              <ControlView key={control.name} control={control} values={values} set={set} />
            ))}
          </div>
        );
        return group.legend ? (
          <FieldGroup key={group.legend} legend={group.legend}>
            {controls}
          </FieldGroup>
        ) : (
          <div key={i}>{controls}</div>
        );
      })}
    </SettingsForm>
  );
}
