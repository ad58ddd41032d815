// Schemas the program declares type the members of the literal they validate; a validation
// whose answer is no copy of its argument (Joi's {value, error}, qs.parse's object of a text)
// passes nothing through.
import axios from 'axios';
import { z } from 'zod';
import * as yup from 'yup';
import Joi from 'joi';
import qs from 'qs';
import { LabelSchema } from './schemas';

const NoteSchema = z.object({ title: z.string().max(80), pinned: z.boolean().optional() });
const tagSchema = yup.object({ name: yup.string().required() });
const inviteSchema = Joi.object({ email: Joi.string().email() });

export function createNote(title: string, pinned?: boolean) {
  // @expect POST /api/notes
  return axios.post('/api/notes', NoteSchema.parse({ title, pinned }));
}

export function createLabel(name: string, color?: string) {
  // @expect POST /api/labels
  return axios.post('/api/labels', LabelSchema.parse({ name, color }));
}

export async function saveTag(name: string) {
  const body = await tagSchema.validate({ name });
  // @expect POST /api/tags
  return fetch('/api/tags', { method: 'POST', body: JSON.stringify(body) });
}

export function invite(email: string) {
  const { value } = inviteSchema.validate({ email });
  // @expect POST /api/invites
  return axios.post('/api/invites', value);
}

export function search(text: string) {
  // @expect POST /api/search
  return axios.post('/api/search', qs.parse(text));
}
