import { hikes_index, hikes_show } from "../../stores/hike_store";

export async function load({ params, fetch }) {
    const list = await hikes_index(12, fetch)
    const hike = await hikes_show(params.id, fetch)
    return { list, hike }
}
