#!/bin/sh
# Round 38: a real repository (git init, one commit, a changed file) whose .git/config names an fsmonitor,
# a pager, an ssh command, a hooks path, clean/smudge/process filters and an external diff, with hooks and a
# .gitattributes using the filter. `git status` run by hand writes the fsmonitor and hook markers (the config
# is live); code2skill derive must write none and still give source.commit and source.dirty.
# Observed (c7ff7706): git status by hand wrote /tmp/x38-git-marker.fsmonitor and .hook-post-index-change;
#   derive wrote no marker, exit 0, commit set, dirty true.
BIN=${C2S_BIN:-code2skill}; D=/tmp/x38g; M=/tmp/x38-git-marker; rm -rf $D $M.*; mkdir -p $D/src && cd $D || exit 1
echo '{"name":"g","dependencies":{"axios":"1"}}' > package.json
printf "import axios from 'axios';\nexport const l = () => axios.get('/api/items');\n" > src/api.js
git init -q . && git -c user.email=a@b -c user.name=x add -A && git -c user.email=a@b -c user.name=x commit -qm init
cat >> .git/config <<CFG
[core]
	fsmonitor = touch $M.fsmonitor
	pager = touch $M.pager
	sshCommand = touch $M.ssh
	hooksPath = .git/hooks
[filter "x"]
	clean = touch $M.clean
	smudge = touch $M.smudge
	process = touch $M.process
[diff]
	external = touch $M.diff
CFG
echo "*.js filter=x diff=x" > .gitattributes
for h in post-checkout reference-transaction post-index-change fsmonitor-watchman; do printf "#!/bin/sh\ntouch $M.hook-$h\n" > .git/hooks/$h; chmod +x .git/hooks/$h; done
echo "// dirty" >> src/api.js
nice -n 10 prlimit --cpu=60 $BIN derive $D -o $D.json --jobs 1 -q; echo "derive rc=$?"
echo "markers written by derive: $(ls $M.* 2>/dev/null | wc -l)"
python3 -c "import json,sys; s=json.load(open(sys.argv[1]))['source']; print('commit', s['commit'], 'dirty', s['dirty'])" $D.json
