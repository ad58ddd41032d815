import { currentLanguage, typedLanguage } from './locale.js';

// The search accepts three languages; any other is sent as 'default', so the query
// parameter lang is one of four texts the source fixes.
export async function searchPlaces(query) {
  let lang = currentLanguage() || 'en';
  if (!['de', 'en', 'fr'].includes(lang)) {
    lang = 'default';
  }
  // @expect GET /api/places
  const response = await fetch(`/api/places?q=${encodeURIComponent(query)}&lang=${encodeURIComponent(lang)}`);
  return response.json();
}

// The same inside a try block: the read runs only after the test did.
export async function reverseGeocode(lat, lon) {
  try {
    let lang = currentLanguage();
    if (['de', 'en'].indexOf(lang) === -1) {
      lang = 'en';
    }
    // @expect GET /api/reverse
    const response = await fetch(`/api/reverse?lat=${lat}&lon=${lon}&lang=${lang}`);
    return await response.json();
  } catch (error) {
    return null;
  }
}

// A fallback the user types is no fixed text: region stays a free string.
export async function searchRegions(query) {
  let region = currentLanguage() || 'eu';
  if (!['eu', 'us'].includes(region)) {
    region = typedLanguage();
  }
  // @expect GET /api/regions
  const response = await fetch(`/api/regions?q=${encodeURIComponent(query)}&region=${encodeURIComponent(region)}`);
  return response.json();
}

// The test runs only under a condition: past it, lang may be any text.
export async function searchStreets(query, strict) {
  let lang = currentLanguage();
  if (strict) {
    if (!['de', 'en'].includes(lang)) {
      lang = 'en';
    }
  }
  // @expect GET /api/streets
  const response = await fetch(`/api/streets?q=${encodeURIComponent(query)}&lang=${encodeURIComponent(lang)}`);
  return response.json();
}
