// A store whose request function is a parameter defaulting to the global fetch: the page's
// load passes its own `fetch`, components pass nothing.
type Fetcher = (url: RequestInfo | URL, config?: RequestInit) => Promise<Response>;

export async function hikes_index(perPage: number = 20, f: Fetcher = fetch) {
    // @expect GET /api/v1/hike
    const r = await f('/api/v1/hike?' + new URLSearchParams({ perPage: perPage.toString() }), {
        method: 'GET',
    })
    return await r.json()
}

export async function hikes_show(id: string, f: Fetcher = fetch) {
    // @expect GET /api/v1/hike/{id}
    const r = await f('/api/v1/hike/' + id, { method: 'GET' })
    return await r.json()
}

export async function hikes_create(hike: { name: string, distance: number }, f: Fetcher = fetch) {
    // @expect PUT /api/v1/hike
    const r = await f('/api/v1/hike', {
        method: 'PUT',
        body: JSON.stringify({ name: hike.name, distance: hike.distance }),
    })
    return await r.json()
}

export async function hikes_delete(id: string, send: Fetcher = fetch) {
    // A caller hands in a function the tool cannot prove is fetch: stays a review item.
    const r = await send('/api/v1/hike/' + id, { method: 'DELETE' })
    return r.ok
}

export async function hikes_import(hike: { name: string, distance: number }, f: Fetcher = fetch) {
    // hands its own defaulted `f` on: still fetch
    return hikes_create(hike, f)
}
