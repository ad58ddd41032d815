// The verbs every request layer of the app offers.
export const VERBS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
