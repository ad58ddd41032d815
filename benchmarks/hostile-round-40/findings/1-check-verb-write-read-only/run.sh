#!/bin/sh
# Finding 1 (surer than the source proves, rule side-effect.check-call): a POST made by a function whose first
# word is a checking verb is taken as a read (readOnlyHint true), also when the verb is half of a phrasal verb
# that writes: checkOut(cart) posting to /api/orders places an order, checkIn(id) records an arrival,
# validateUser(id) posts {approved: true}. On b0474f43 they were create_order (risk financial),
# create_booking_arrival and create_user; on 45639e88 check_order_out, check_booking_arrival_in and
# validate_user, each readOnlyHint true with a medium item, and the order's financial risk is gone.
# Expected: a write the path or body shows (an order, an approval) stays a write with its risks; a checking
# verb followed by a particle (checkOut, checkIn) is no check.
BIN=${C2S_BIN:-code2skill}; D=${TMPDIR:-/tmp}/x40f1; rm -rf $D $D.json; mkdir -p $D/src
echo '{"name": "f1", "dependencies": {"axios": "1"}}' > $D/package.json
cat > $D/src/shop.js <<'JS'
import axios from 'axios';
export async function checkOut(cart) { return axios.post('/api/orders', cart); }
export async function checkIn(bookingId) { return axios.post('/api/bookings/' + bookingId + '/arrival'); }
export async function validateUser(id) { return axios.post('/api/users/' + id, { approved: true }); }
JS
prlimit --cpu=60 $BIN derive $D -o $D.json --jobs 1 -q
python3 - $D.json <<'PY'
import json, sys
c = json.load(open(sys.argv[1]))
for cap in c["capabilities"]:
    r, a = cap["implementation"]["requests"][0], cap["annotations"]
    print(f'{r["method"]} {r["pathTemplate"]}: {cap["name"]} readOnlyHint={a["readOnlyHint"]} risks={a["risks"]}')
PY
