import { Devices, request } from './request';

export interface Device {
  id: string;
  name: string;
}

// @expect GET /api/devices
export const listDevices = (page: number) => Devices.query({ page, size: 20 }).get().json<Device[]>();

// @expect GET /api/devices/{id}
export const getDevice = (id: string) => Devices.url(`/${id}`).get().json<Device>();

export const renameDevice = (id: string, name: string) =>
  // @expect PUT /api/devices/{id}
  Devices.url(`/${id}`).json({ name }).put().res();

// v2: the verb takes the body and a URL part it appends
// @expect POST /api/devices/{id}/reboot
export const rebootDevice = (id: string, force: boolean) => Devices.post({ force }, `/${id}/reboot`).res();

// v2: delete(url) appends its argument
// @expect DELETE /api/devices/{id}
export const removeDevice = (id: string) => Devices.delete(`/${id}`).res();

export const login = (username: string, password: string) =>
  // @expect POST /api/session/login
  request.url('/session/login').formUrl({ username, password }).post().json();

export const uploadFirmware = (id: string, file: Blob) =>
  // @expect POST /api/devices/{id}/firmware
  request.url(`/devices/${id}/firmware`).formData({ file }).post().res();

// url(part, true) replaces the whole URL, base included
// @expect GET /health
export const health = () => request.url('/health', true).get().text();

// .fetch(method, url, body)
// @expect PATCH /api/devices/{id}/settings
export const patchSettings = (id: string, settings: { led: boolean }) => request.fetch('PATCH', `/devices/${id}/settings`, settings).json();
