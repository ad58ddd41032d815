import React from 'react';
import tagService from '../services/tagService';

export default function TagTools({ tool }) {
  return <button onClick={() => tagService[tool]()}>{tool}</button>;
}
