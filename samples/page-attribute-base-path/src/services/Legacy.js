import axios from "axios";

// the <html> element's web-root attribute, which the server fills: the page's own base path
const webRoot = document.documentElement.getAttribute("web-root");

export async function getStatus() {
    // @expect GET /home/status
    const res = await axios.get(`${webRoot}/home/status`);
    return res.data;
}
