#!/bin/bash
# Rerun the kept hostile corpus and 200 more fuzz runs on the session's final commit.
set -u
C=$(tr -d '[:space:]' < /work/tasks32/final-commit)
rm -rf /tmp/x32final && git clone -q /work/main /tmp/x32final && git -C /tmp/x32final checkout -q "$C" || exit 1
cd /tmp/x32final && python3 -m venv .venv && nice .venv/bin/pip install -q -e '.[test]' >/tmp/x32/final-pip.log 2>&1
env -u PYTHONDONTWRITEBYTECODE nice .venv/bin/python -m compileall -q src extractors graphs >/dev/null 2>&1
echo "installed $C $(date)" > /tmp/x32/final-status
export C2S_BIN=/tmp/x32final/.venv/bin/code2skill X32_RESULTS=/tmp/x32/final-results.jsonl X32_CASES=/tmp/x32/fcases X32_OUT=/tmp/x32/fout
cd /tmp/x32
( SAMPLES=/tmp/x32final/samples SEED=33 RUNS=200 FZLOG=/tmp/x32/final-fuzz.jsonl KEEP=/tmp/x32/ffzkeep FZ=/tmp/x32/ffz nice /tmp/x32final/.venv/bin/python fuzz.py > final-fuzz.log 2>&1 ) &
( P=/tmp/x32final/.venv/bin/python
  nice $P bullets.py update_surrogate update_nonutf8_name failing_write enospc_write git_exec git_dotgit_file git_hostile_index package_scripts cache_pickle links_outside extends_outside planted_secrets naming_punct determinism perms_and_names
  nice $P extras.py contract_secret_update secrets_in_diagnostics cache_links report_evidence_outside race_swap
  X32_TARGETS=descriptions,paths nice $P export_inject.py
  nice $P bullets.py config_crashes devzero_fifo audit_hostile
  /tmp/x32/cpu_measure.sh final-fetch20k /tmp/x32/blow-fetch20k
  nice $P bullets.py blowups signals
  nice $P extras.py sparse_and_link_chains deep_dirs settings_abuse ) > final-bullets.log 2>&1 &
wait
echo "done $(date)" >> /tmp/x32/final-status
