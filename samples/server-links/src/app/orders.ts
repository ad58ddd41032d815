// HAL and JSON:API links, a response's next_url, and the shapes that are no server link.
import axios from 'axios';

export async function cancelOrder(order: any) {
    // @expect POST /shop/{href}/cancel
    return axios.post(`/shop/${order._links.self.href}/cancel`);
}

export async function loadAuthor(article: any) {
    // @expect GET /api/{related}
    const res = await axios.get(`/api/${article.relationships.author.links.related}`);
    return res.data;
}

export async function followNext() {
    // @expect GET /api/feed
    const res = await axios.get('/api/feed');
    // @expect GET /api/feed/{next_url}
    return axios.get(`/api/feed/${res.data.next_url}`);
}

// a form's url is the user's text, not the server's: an ordinary input
export async function checkSite(form: { url: string }) {
    // @expect GET /api/check/{url}
    return axios.get(`/api/check/${form.url}`);
}

// a `?` inside a literal value is left as written
export async function login() {
    // @expect POST /api/login
    return axios.post('/api/login?next=/home?tab=1');
}

