export type ServerProtocol = 'http:' | 'https:';

export interface Server {
  id: number;
  host: string;
  port: number;
  protocol: ServerProtocol;
  authorization: 'basic' | 'none';
  login: string;
  password: string;
}
