export interface Song {
    videoId: string;
    title: string;
    length: string | null;
    artist: { name: string; browseId: string };
}

export interface Track {
    videoId: string;
    title: string | null;
    length: number;
    album: string;
}

// A merged type the tool does not read: it says nothing of the answer's items.
type Merge<A, B> = { [K in keyof A | keyof B]: K extends keyof B ? B[K] : K extends keyof A ? A[K] : never };
export type Item = Merge<Merge<Song, { thumbnail: string }>, { subtitle: string }>;
