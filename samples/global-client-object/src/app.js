import {HttpManager} from './services/http';
import {TagsClient} from './services/tags';
import './components/comments';
import './components/search';
import './components/tags';

// Set the http and tags services on the global scope
window.$http = new HttpManager();
globalThis['tags'] = new TagsClient();
