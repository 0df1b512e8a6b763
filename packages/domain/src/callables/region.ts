// Every callable and scheduled function runs in this region; the web SDK must ask for the same
// one (`getFunctions(app, FUNCTIONS_REGION)`), or its calls go to us-central1 and 404.
export const FUNCTIONS_REGION = 'southamerica-east1';
