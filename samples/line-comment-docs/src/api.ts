// A client generated from an API description documents each method the way Go does, with
// line comments that start with the method's name. It posts baseURL + name with the JSON
// body {params: [...]}.

export interface Shelf {
	Name: string
	Books: number
}

export class Client {
	private baseURL: string

	constructor() {
		this.baseURL = "/rpc/"
	}

	// Shelf returns the settings of a shelf: its name and
	// how many books it holds.
	//
	// Names are case-sensitive.
	async Shelf(name: string): Promise<Shelf> {
		const fn: string = "Shelf"
		const params: any[] = [name]
		// @expect POST /rpc/Shelf
		return await _rpcCall(this.baseURL, fn, params) as Shelf
	}

	// Stock returns the number of books a shelf holds.
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	async Stock(name: string): Promise<number> {
		const fn: string = "Stock"
		const params: any[] = [name]
		// @expect POST /rpc/Stock
		return await _rpcCall(this.baseURL, fn, params) as number
	}

	// Ticket returns a ticket for the reading room, and also stores it as a cookie.
	async Ticket(): Promise<string> {
		const fn: string = "Ticket"
		const params: any[] = []
		// @expect POST /rpc/Ticket
		return await _rpcCall(this.baseURL, fn, params) as string
	}

	// Label parses the label printed on a shelf.
	async Label(text: string): Promise<string> {
		const fn: string = "Label"
		const params: any[] = [text]
		// @expect POST /rpc/Label
		return await _rpcCall(this.baseURL, fn, params) as string
	}

	/** Catalog returns the catalogue of a shelf. */
	// @ts-ignore
	async Catalog(name: string): Promise<string[]> {
		const fn: string = "Catalog"
		const params: any[] = [name]
		// @expect POST /rpc/Catalog
		return await _rpcCall(this.baseURL, fn, params) as string[]
	}

	// Inventory returns every book of every shelf.

	async Inventory(): Promise<string[]> {
		const fn: string = "Inventory"
		const params: any[] = []
		// @expect POST /rpc/Inventory
		return await _rpcCall(this.baseURL, fn, params) as string[]
	}

	// const legacyName = "Ledger"
	async Ledger(): Promise<number> {
		const fn: string = "Ledger"
		const params: any[] = []
		// @expect POST /rpc/Ledger
		return await _rpcCall(this.baseURL, fn, params) as number
	}
}

const _rpcCall = async (baseURL: string, name: string, params: any[]): Promise<any> => {
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
