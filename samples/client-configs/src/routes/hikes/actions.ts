import { hikes_create, hikes_delete, hikes_index } from "../../stores/hike_store";
import { tracedFetch } from "./traced";

export async function refresh() {
    return hikes_index()
}

export async function add(name: string, distance: number) {
    return hikes_create({ name, distance })
}

export async function remove(id: string) {
    return hikes_delete(id, tracedFetch)
}
