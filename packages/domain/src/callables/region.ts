// Every callable and scheduled function runs in this region; the web SDK must ask for the same
// one (`getFunctions(app, FUNCTIONS_REGION)`), or its calls go to us-central1 and 404.
export const FUNCTIONS_REGION = 'southamerica-east1';

/**
 * The sales page's lead function. Here, beside the region and away from its zod schemas, because
 * the page's small lead script calls it without the Functions SDK or zod (submit-lead.ts).
 */
export const SUBMIT_LEAD_FUNCTION = 'submitLead';
