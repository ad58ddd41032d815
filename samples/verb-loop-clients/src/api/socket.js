// Sails virtual requests over the socket: the socket's verb methods are the app's own.
import socketIOClient from 'socket.io-client';
import sailsIOClient from 'sails.io.js';

import { VERBS } from './verbs';

const io = sailsIOClient(socketIOClient);
io.sails.autoConnect = false;

const { socket } = io;

VERBS.forEach((method) => {
  socket[method.toLowerCase()] = (url, data, headers) =>
    new Promise((resolve, reject) => {
      socket.request({ method, data, headers, url: `/api${url}` }, (body, { error }) => {
        if (error) {
          reject(body);
        } else {
          resolve(body);
        }
      });
    });
});

export default socket;
