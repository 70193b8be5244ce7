/* Forms tell the app they hold unsaved input, so a new version is never activated (which
   reloads the page) under someone's half-typed form. */
let dirty = false;

export function setUnsavedForm(value: boolean): void {
  dirty = value;
}

export function hasUnsavedForm(): boolean {
  return dirty;
}
