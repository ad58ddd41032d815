#!/bin/sh
# Finding 3 (secrets, cache): a literal compared with a credential-named value (pw === 'x' ? … : …,
# (password === 'x' && '/a') || '/b', if (o.apiKey !== 'x') {url += …; method = …}, […, 'x'].includes(o.password),
# if (this.model.secret !== 'x') in a Vue method) is written in clear to the fact cache (--cache-dir): the Test
# node and the choice's condition text ("password === 'andOrPwQz6'") are no credential position for rule
# cache.credential-position. The contract and graph hold none.
# Observed (052d27c4): every probe in one cache file each. Expected: no probe in the cache (such facts not cached,
# or the compared literal redacted).
BIN=${C2S_BIN:-code2skill}; D=/tmp/x35f3; rm -rf $D $D.cache $D.json
python3 "$(dirname "$0")/build.py" $D
/usr/bin/time -f '%U s user %S s sys rc=%x' $BIN derive $D -o $D.json --cache-dir $D.cache --jobs 1 -q
for p in condPwQz8Lm guardK3yQz8 andOrPwQz6 listPwQz4Lm plainCmpPwQz3 vueCondPwQz7; do echo "$p: contract $(grep -c -- "$p" $D.json), cache files $(grep -rl -- "$p" $D.cache | wc -l)"; done
