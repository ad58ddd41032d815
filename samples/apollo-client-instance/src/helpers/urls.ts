const STATION_GRAPHQL = '/station/graphql';
const STATION_HELP = '/station/help';

export { STATION_GRAPHQL, STATION_HELP };
