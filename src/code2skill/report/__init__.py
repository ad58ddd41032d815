"""The reviewer's page of a contract: ``code2skill report CONTRACT [--source PATH]``.

:mod:`.view` reads a validated :class:`~code2skill.contract.models.Contract` (and, when given,
the analysed tree, for evidence snippets: :mod:`.snippets`) into a read-only
:class:`~.view.ReportView`, with a call-graph picture per capability (:mod:`.diagram`);
:mod:`.render` writes it as one self-contained HTML file or as Markdown for a pull request.
"""
