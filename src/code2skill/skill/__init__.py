"""The Skill of a contract (Agent Skills format): ``SKILL.md`` and ``references/<tool>.md``.

:mod:`.plan` reads a validated :class:`~code2skill.contract.models.Contract` into a read-only
:class:`~.plan.SkillPlan` (what the Tools do by area, the hard constraints and their recovery
paths, UI confirmations as guidance, context values, deployment references); :mod:`.render`
turns the plan into the files' text. The Skill explains; it never enforces (seed: "The Skill
should explain the constraint and recovery path, but must not be its only enforcement").
"""
