// The portal's request wrappers: their names say the HTTP method, not what is posted.
import axios from "axios";

export async function PostWithOptionalResponse<T = undefined>(path: string, body?: any): Promise<T | undefined> {
    const res = await axios.post<T>(path, body);
    return res.data;
}

export async function Put<T>(path: string, body?: any): Promise<T> {
    const res = await axios.put<T>(path, body);
    return res.data;
}

export async function Delete(path: string): Promise<void> {
    await axios.delete(path);
}
