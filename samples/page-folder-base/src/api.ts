// A client generated from an API description, served from any folder of the host: its base
// is the folder of the page that loads it, with 'rpc/' under it.

export interface Note {
	Title: string
	Body: string
}

export class Client {
	private baseURL: string

	constructor() {
		this.baseURL = pageBaseURL
	}

	// SignIn checks the password and starts a session the browser keeps in a cookie.
	async SignIn(user: string, password: string): Promise<void> {
		const fn: string = "SignIn"
		const params: any[] = [user, password]
		// @expect POST /rpc/SignIn
		return await _call(this.baseURL, fn, params) as void
	}

	// NoteGet returns the note with the given title.
	async NoteGet(title: string): Promise<Note> {
		const fn: string = "NoteGet"
		const params: any[] = [title]
		// @expect POST /rpc/NoteGet
		return await _call(this.baseURL, fn, params) as Note
	}

	// NoteRemove removes a note for good.
	async NoteRemove(title: string): Promise<void> {
		const fn: string = "NoteRemove"
		const params: any[] = [title]
		// @expect POST /rpc/NoteRemove
		return await _call(this.baseURL, fn, params) as void
	}
}

// The page's folder: its path when it ends with '/', else every piece but the last.
export const pageBaseURL = (function() {
	let p = location.pathname
	if (p && p[p.length - 1] !== '/') {
		let l = location.pathname.split('/')
		l = l.slice(0, l.length - 1)
		p = '/' + l.join('/') + '/'
	}
	return location.protocol + '//' + location.host + p + 'rpc/'
})()

const _call = async (baseURL: string, name: string, params: any[]): Promise<any> => {
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
