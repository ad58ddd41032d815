import { http } from '../services/http'

/**
 * A form object: holds the fields of a form and sends them.
 */
class Form {
    constructor (data = {}) {
        this.http = http
        this.busy = false
        this.originalData = { ...data }
        Object.assign(this, data)
    }

    keys () {
        return Object.keys(this).filter(key => !Form.ignore.includes(key))
    }

    data () {
        return this.keys().reduce((data, key) => ({ ...data, [key]: this[key] }), {})
    }

    get (url, config = {}) {
        return this.submit('get', url, config)
    }

    post (url, config = {}) {
        return this.submit('post', url, config)
    }

    put (url, config = {}) {
        return this.submit('put', url, config)
    }

    patch (url, config = {}) {
        return this.submit('patch', url, config)
    }

    delete (url, config = {}) {
        return this.submit('delete', url, config)
    }

    submit (method, url, config = {}) {
        this.busy = true
        const data = method === 'get' ? { params: this.data() } : this.data()
        return this.http.request({ url: this.route(url), method, data, ...config })
            .finally(() => { this.busy = false })
    }

    upload (url, config = {}) {
        return this.http.post(this.route(url), this.data(), { headers: { 'Content-Type': 'multipart/form-data' }, ...config })
    }

    route (name, parameters = {}) {
        let url = name
        if (Object.prototype.hasOwnProperty.call(Form.routes, name)) {
            url = Form.routes[name]
        }
        Object.keys(parameters).forEach(key => {
            url = url.replace(`{${key}}`, parameters[key])
        })
        return url
    }
}

Form.routes = {}
Form.ignore = ['http', 'busy', 'originalData']

export default Form
