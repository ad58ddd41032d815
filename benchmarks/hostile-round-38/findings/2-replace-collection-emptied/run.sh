#!/bin/sh
# Finding 2 (a destructive write read as a plain update): rule side-effect.replace-collection reads a
# list shrunk by splice, pop, shift, filter or toSpliced before the save, not one emptied or cut by
# `list.length = 0`, `list = []` or `list = list.slice(1)`.
# Input: three modules, each keeping a list a GET fills (tags = r.data.tags) and saving it whole with a PUT
#   after emptying or cutting it: clearAll() { tags.length = 0; return axios.put('/api/tags', {tags}) },
#   reset() { marks = []; return axios.put('/api/marks', {marks}) },
#   dropFirst() { notes = notes.slice(1); return axios.put('/api/notes', {notes}) }; beside them
#   dropOne() { pins.shift(); … axios.put('/api/pins', {pins}) } (read as the rule says).
# Observed (c7ff7706): PUT /api/tags, /api/marks and /api/notes are draft Tools, confirmation
#   not-required, no review item (clear_tag even pins the body to the fixed [], so one call erases every
#   stored tag; reset_mark and update_note take the list as an input described as 'The note.'); PUT
#   /api/pins (pins.shift()) is requires-review with a trusted confirmation and the medium item saying the
#   stored list is replaced. The README lists `delete x[i]` as unsupported, not these. CPU: 3.0 s.
# Expected: a list emptied or cut before a whole-list save is a replace (destructive, confirmation,
#   review item) as with splice, or the write reviewed; never a draft update that erases the list.
BIN=${C2S_BIN:-code2skill}; D=/tmp/x38f2; rm -rf $D; mkdir -p $D/src
echo '{"name": "f2", "dependencies": {"axios": "1"}}' > $D/package.json
cat > $D/src/tags.js <<'JS'
import axios from 'axios';
let tags = [];
export function load() { return axios.get('/api/tags').then(r => { tags = r.data.tags; }); }
export function clearAll() { tags.length = 0; return axios.put('/api/tags', { tags }); }
JS
cat > $D/src/marks.js <<'JS'
import axios from 'axios';
let marks = [];
export function load() { return axios.get('/api/marks').then(r => { marks = r.data.marks; }); }
export function reset() { marks = []; return axios.put('/api/marks', { marks }); }
JS
cat > $D/src/notes.js <<'JS'
import axios from 'axios';
let notes = [];
export function load() { return axios.get('/api/notes').then(r => { notes = r.data.notes; }); }
export function dropFirst() { notes = notes.slice(1); return axios.put('/api/notes', { notes }); }
JS
cat > $D/src/pins.js <<'JS'
import axios from 'axios';
let pins = [];
export function load() { return axios.get('/api/pins').then(r => { pins = r.data.pins; }); }
export function dropOne() { pins.shift(); return axios.put('/api/pins', { pins }); }
JS
/usr/bin/time -f '%U s user %S s sys rc=%x' nice -n 10 prlimit --cpu=60 $BIN derive $D -o $D.json --jobs 1 -q
python3 -c "
import json,sys; c=json.load(open(sys.argv[1]))
for x in c['capabilities']:
    for r in x['implementation']['requests']:
        if r['method'] == 'PUT':
            print(x['name'], x['status'], x['sideEffect'], r['method'], r['pathTemplate'], [(b['target'], b.get('value')) for b in r['bindings']], x['operationPolicy']['confirmation'], x['annotations'].get('risks'))
" $D.json
