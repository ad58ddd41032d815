// A client generated from an API description: every method names the remote function in a
// constant and hands its own parameters, in order, to one transport function as an array.
// The transport posts baseURL + name with the JSON body {params: [...]}.

export interface Shelf {
	Name: string
	Books: number
}

export class Client {
	private baseURL: string

	constructor() {
		this.baseURL = "/rpc/"
	}

	// ShelfGet returns the shelf with the given name.
	async ShelfGet(name: string): Promise<Shelf> {
		const fn: string = "ShelfGet"
		const params: any[] = [name]
		// @expect POST /rpc/ShelfGet
		return await _rpcCall(this.baseURL, fn, params) as Shelf
	}

	// ShelfRename gives a shelf a new name.
	async ShelfRename(name: string, newName: string, position: number): Promise<void> {
		const fn: string = "ShelfRename"
		const params: any[] = [name, newName, position]
		// @expect POST /rpc/ShelfRename
		return await _rpcCall(this.baseURL, fn, params) as void
	}

	// Login checks the password and starts a session the browser keeps in a cookie.
	async Login(username: string, password: string): Promise<void> {
		const fn: string = "Login"
		const params: any[] = [username, password]
		// @expect POST /rpc/Login
		return await _rpcCall(this.baseURL, fn, params) as void
	}

	// Shelves returns the names of all shelves.
	async Shelves(): Promise<string[] | null> {
		const fn: string = "Shelves"
		const params: any[] = []
		// @expect POST /rpc/Shelves
		return await _rpcCall(this.baseURL, fn, params) as string[] | null
	}

	// ShelfRemove removes a shelf and the books on it.
	async ShelfRemove(name: string): Promise<void> {
		const fn: string = "ShelfRemove"
		const params: any[] = [name]
		// @expect POST /rpc/ShelfRemove
		return await _rpcCall(this.baseURL, fn, params) as void
	}

	// ShelfDust dusts a shelf: a verb no vocabulary knows.
	async ShelfDust(name: string): Promise<number> {
		const fn: string = "ShelfDust"
		const params: any[] = [name]
		// @expect POST /rpc/ShelfDust
		return await _rpcCall(this.baseURL, fn, params) as number
	}
}

let skipParamCheck = false

// checked returns the value it is given, once it has the type the description declares.
const checked = (path: string, v: any): any => {
	if (v === undefined) {
		throw new Error(path + ' is missing')
	}
	return v
}

const _rpcCall = async (baseURL: string, name: string, params: any[]): Promise<any> => {
	if (!skipParamCheck) {
		params = params.map((v: any, index: number) => checked('params[' + index + ']', v))
	}
	return await new Promise((resolve, reject) => {
		const req = new window.XMLHttpRequest()
		req.open('POST', baseURL + name, true)
		req.onload = () => {
			if (req.status !== 200) {
				reject({ code: 'rpc:http', message: 'HTTP status: ' + req.status })
				return
			}
			resolve(JSON.parse(req.responseText).result)
		}
		req.setRequestHeader('Content-Type', 'application/json')
		req.send(JSON.stringify({ params: params }))
	})
}
