// Where the lead form's script finds the parts of the dialog the page renders (lead-dialog.tsx):
// the page's HTML and the script agree on these ids and nothing else.
export const LEAD_DIALOG_ID = 'lead-dialog';
export const LEAD_FIELD_IDS = {
  name: 'lead-name',
  email: 'lead-email',
  phone: 'lead-phone',
} as const;
export const LEAD_SUBMIT_ID = 'lead-submit';
export const LEAD_CLOSE_ID = 'lead-close';
/** The line that names the first problem when a send is refused (title and description). */
export const LEAD_ALERT_ID = 'lead-alert';
/** The MUI class of a field in error: its label, outline and message turn red with it. */
export const ERROR_CLASS = 'Mui-error';
export const DISABLED_CLASS = 'Mui-disabled';
