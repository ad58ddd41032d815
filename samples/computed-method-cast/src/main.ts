import { saveFuelLog, saveTrip, saveStop, postNote } from './logs';
import { saveVehicleWithPhoto, sendRaw } from './vehicles';

const field = (id: string) => (document.querySelector(id) as HTMLInputElement).value;
const editing = Boolean(document.body.dataset.vehicle);

document.querySelector('#log')!.addEventListener('click', () => {
  saveFuelLog({ id: field('#log-id'), vehicleId: field('#vehicle'), litres: 3 });
  saveTrip({ id: field('#trip-id'), vehicleId: field('#vehicle'), litres: 1 });
  saveStop({ id: field('#stop-id'), vehicleId: field('#vehicle'), litres: 2 }, editing);
  postNote({ id: field('#note-id'), vehicleId: field('#vehicle'), litres: 0 });
});

document.querySelector('#vehicle-form')!.addEventListener('submit', () => {
  saveVehicleWithPhoto({ id: field('#vehicle'), name: field('#name') }, undefined,
                       editing ? 'PUT' : 'POST');
});

document.querySelector('#raw')!.addEventListener('click', () => {
  sendRaw(field('#path'), field('#verb'));
});
