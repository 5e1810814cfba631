/** Where an accepted preview is kept: for the tab's session, like the QA branch it tests. */
export const PREVIEWS_STORAGE_KEY = 'shop:previews';

/** Whether this load asks for a preview or keeps one: only then is the previews' code loaded (previews.ts). */
export const asksForPreviews = (search: string, storage: Pick<Storage, 'getItem'>) =>
  new URLSearchParams(search).has('preview') || storage.getItem(PREVIEWS_STORAGE_KEY) !== null;
