import type { Item, Song, Track } from "./types";

export async function queueOf(playlistId: string): Promise<Song[]> {
    // @expect GET /api/queue.json
    const data = (await fetch(`/api/queue.json?playlistId=${playlistId}`).then((r) => r.json())) as Song[];
    return data;
}

export async function addToPlaylist(playlistId: string) {
    // @expect GET /api/queue.json
    const response = await fetch("/api/queue.json?playlistId=" + playlistId);
    const data = await response.json();
    const items: Item[] = data;
    return [...items];
}

export async function radioOf(videoId: string) {
    // @expect GET /api/radio.json
    const first = (await (await fetch(`/api/radio.json?videoId=${videoId}`)).json()) as Song[];
    return first;
}

export async function mixOf(videoId: string) {
    // @expect GET /api/radio.json
    const response = await fetch(`/api/radio.json?videoId=${videoId}&mix=1`);
    const tracks: Track[] = await response.json();
    return tracks;
}
