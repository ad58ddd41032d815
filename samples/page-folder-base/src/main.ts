import { Client } from "./api"

const client = new Client()

export async function signIn(user: string, password: string) {
	await client.SignIn(user, password)
}

export async function show(title: string) {
	return await client.NoteGet(title)
}

export async function remove(title: string) {
	await client.NoteRemove(title)
}
