import { TodoServiceClient } from '../generated/TodoServiceClientPb';

// The gRPC-web proxy serves the service under /grpc on the API host.
export const client = new TodoServiceClient(`${import.meta.env.VITE_API_URL}/grpc`, null, null);

export function withAuth(): { [key: string]: string } {
  return { authorization: `Bearer ${localStorage.getItem('token')}` };
}
