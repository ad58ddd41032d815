import axios from "axios";

export async function PostWithOptionalResponse(path, body) {
    const res = await axios.post(path, body);
    if (res.status !== 200 || res.data.status !== "OK") {
        throw new Error(`Failed POST to ${path}`);
    }
    return res.data.data;
}

export async function Get(path) {
    const res = await axios.get(path);
    if (res.status !== 200 || res.data.status !== "OK") {
        throw new Error(`Failed GET from ${path}`);
    }
    return res.data.data;
}
