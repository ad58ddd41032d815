import axios from 'axios';

export default function() {
    this.webRoot = document.body.getAttribute('web-root');
    this.token = null;
    this.getToken = () => {
        return axios.get(`${this.webRoot}/token`)
            .then(response => {
                this.token = response.data;
                this.apiRoute = axios.create({
                    baseURL: `${this.webRoot}/`,
                    timeout: 60000,
                    headers: { Accept: 'application/json' }
                });
                this.api = axios.create({
                    baseURL: `${this.webRoot}/api/v2/`,
                    timeout: 30000,
                    headers: {
                        Accept: 'application/json',
                        'x-auth': `Bearer ${this.token}`
                    }
                });
            });
    };
}
