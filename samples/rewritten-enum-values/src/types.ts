export type MuteSpan = 'forever' | '1h' | '8h' | '24h';
export type Visibility = 'public' | 'unlisted' | 'private' | 'default';
