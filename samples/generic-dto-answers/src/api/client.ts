import axios from "axios";
import type { BookmarkAnswer, BookmarkDto, BookmarkUpdateRequestDto, TagDto, UnknownDto } from "./types";
import PagedResult from "./PagedResult";
import MessageSummary, { type Page } from "./MessageSummary";

async function apiFetch<T>(path: string, init?: RequestInit): Promise<T> {
    const res = await fetch(`/api${path}`, init);
    return (await res.json()) as T;
}

export function getBookmark(id: string) {
    // @expect GET /api/bookmarks/{id}
    return apiFetch<BookmarkAnswer>(`/bookmarks/${id}`);
}

export function updateBookmark(id: string, patch: BookmarkUpdateRequestDto) {
    // @expect PATCH /api/bookmarks/{id}
    return apiFetch<{ data: BookmarkDto }>(`/bookmarks/${id}`, {
        method: "PATCH",
        body: JSON.stringify(patch),
    });
}

export function listTags() {
    // @expect GET /api/tags
    return apiFetch<TagDto[]>("/tags");
}

export function getStats() {
    // @expect GET /api/stats
    return apiFetch<UnknownDto>("/stats");
}

export async function listMessages(page: number): Promise<PagedResult<MessageSummary>> {
    // @expect GET /api/messages
    return (await axios.get(`/api/messages?page=${page}`)).data as PagedResult<MessageSummary>;
}

export async function listSessions(cursor: string): Promise<Page<MessageSummary>> {
    // @expect GET /api/sessions
    return (await axios.get(`/api/sessions?cursor=${cursor}`)).data as Page<MessageSummary>;
}
