"""Verdicts as `scangate judge` reports them (report.json): every number here is the report's.

The package judges nothing itself: a metric's value, its verdict, the limits and the worst elements are
read from the report that the command wrote, and GateFailure's message is made from them."""

import json
import math
import os
from dataclasses import dataclass, field

from ._errors import GateFailure, MalformedFileError

VERDICTS = ("PASS", "MARGINAL", "FAIL")


def _num(v):
    """A number of the report as a float (None when not measured). The report writes non-finite values as
    the strings 'nan', 'inf', '-inf'."""
    if v is None:
        return None
    if isinstance(v, str):
        try:
            return float(v)
        except ValueError:
            raise MalformedFileError(f"report.json: '{v}' is not a number") from None
    return float(v)


def _fmt(x):
    if x is None:
        return "n/a"
    return f"{x:.4g}"  # nan, inf and -inf as such


@dataclass(frozen=True)
class Metric:
    """One metric of one quantity: its value (None when not measured, e.g. `unwritten` for outputs read
    from a file), its verdict, and the THRESHOLDS.md limits of its row (None where the row is `report`:
    computed, not gated). `canonical` is the canonical FP32 path's value of the same metric, where the
    report gives it."""
    quantity: str
    name: str
    value: float
    measured: bool
    verdict: str
    marginal_limit: float = None
    fail_limit: float = None
    canonical: float = None

    @property
    def key(self):
        return f"{self.quantity}.{self.name}"

    @property
    def gated(self):
        return self.fail_limit is not None


@dataclass(frozen=True)
class QuantityResult:
    """The verdict of one quantity (its worst metric's), its metrics, and where its worst elements are."""
    name: str
    verdict: str
    metrics: dict
    details: dict = field(default_factory=dict)

    def where(self):
        """The report's failure details for this quantity, in one or two lines (no numbers of our own)."""
        d = self.details
        parts = []
        n, over, first = d.get("elements"), d.get("elements_over_model_ulp_limit"), d.get("first_t_over_limit")
        if over is not None and n:
            s = f"{over} of {n} elements over the model_ulp limit"
            if first is not None and first >= 0:
                s += f", first at t={first}"
            if d.get("not_rn") is not None:
                s += f"; {d['not_rn']} not correctly rounded"
            parts.append(s)
        hint = (d.get("over_limit_structure") or {}).get("hint")
        if hint:
            parts.append(f"hint: {hint}")
        w = d.get("worst_model_ulp_element") or {}
        if w:
            at = ",".join(f"{k}={w[k]}" for k in ("b", "t", "d") if k in w and w[k] is not None and w[k] >= 0)
            s = f"worst (model_ulp) at ({at}): q={w.get('q')} e={w.get('e')}"
            if w.get("S"):
                s += f" S={w['S']}"
            if w.get("inputs"):
                s += f"; inputs {w['inputs']}"
            parts.append(s)
        return parts


class Verdict:
    """What `scangate judge` said about one set of outputs on one case: `exit_code` (0 pass, 1 a gate
    FAILed, 11 an expected-status problem, 16 FAILed only where and as the canonical FP32 order fails by
    construction), `verdict` (PASS, MARGINAL or FAIL: the worst quantity's), `outcome` (e.g. PASS,
    REGRESSION, AS-CANONICAL; `as_canonical` says the last), `quantities` (name -> QuantityResult), the report's files
    (`report_dir`, `report_json`, `report_md`) and the parsed report itself (`report`)."""

    def __init__(self, report, exit_code, report_dir, stdout="", stderr="", command=None):
        self.report = report
        self.exit_code = exit_code
        # judged in this process (Library.judge): no report directory, the report is `report`
        self.report_dir = None if report_dir is None else os.fspath(report_dir)
        self.report_json = None if report_dir is None else os.path.join(self.report_dir, "report.json")
        self.report_md = None if report_dir is None else os.path.join(self.report_dir, "report.md")
        self.stdout, self.stderr, self.command = stdout, stderr, list(command or [])
        results = report.get("results") or []
        if len(results) != 1:
            raise MalformedFileError(f"{self.report_json or 'the report'}: {len(results)} results, one expected from judge")
        r = results[0]
        self.name = r.get("backend")
        self.case = r.get("case")
        self.case_hash = r.get("case_hash")
        self.shape = tuple(r.get("shape") or ())
        self.verdict = r.get("verdict")
        self.outcome = r.get("outcome")
        self.expected = r.get("expected")
        if self.verdict not in VERDICTS:
            raise MalformedFileError(f"{self.report_json or 'the report'}: verdict {self.verdict!r}")
        self.versions = report.get("versions", {})
        self.seed = report.get("seed")
        limits = report.get("thresholds_limits") or {}
        rq = r.get("quantities") or {}
        # the model: the one whose THRESHOLDS.md rows name exactly the result's quantities
        rows = {}
        for key in limits:
            parts = key.split(".")
            if len(parts) == 3:
                rows.setdefault(parts[0], set()).add(parts[1])
        cands = [m for m, qs in rows.items() if qs == set(rq)]
        self.model = cands[0] if len(cands) == 1 else None
        self.quantities = {}
        for qn, q in rq.items():
            canon = q.get("canonical_f32_metrics") or {}
            metrics = {}
            for mn, m in (q.get("metrics") or {}).items():
                lim = limits.get(f"{self.model}.{qn}.{mn}") if self.model else None
                mg = fl = None
                if lim:
                    mg, fl = _num(lim[0]), _num(lim[1])
                    mg = None if mg is None or math.isinf(mg) else mg
                    fl = None if fl is None or math.isinf(fl) else fl
                metrics[mn] = Metric(qn, mn, _num(m.get("value")), bool(m.get("measured")), m.get("verdict"),
                                     mg, fl, _num(canon[mn]) if mn in canon else None)
            details = {k: v for k, v in q.items() if k not in ("metrics", "verdict", "canonical_f32_metrics")}
            self.quantities[qn] = QuantityResult(qn, q.get("verdict"), metrics, details)

    @classmethod
    def from_report(cls, report_dir, exit_code=None):
        """A Verdict from a report directory that `scangate judge --out DIR` wrote (exit code as given, or
        0/1 from the verdict when not known)."""
        p = os.path.join(os.fspath(report_dir), "report.json")
        try:
            with open(p, encoding="utf-8") as f:
                rep = json.load(f)
        except FileNotFoundError:
            raise MalformedFileError(f"{p}: no report (did judge run with --out {report_dir}?)") from None
        except json.JSONDecodeError as e:
            raise MalformedFileError(f"{p}: not JSON: {e}") from None
        v = cls(rep, exit_code if exit_code is not None else 0, report_dir)
        if exit_code is None:
            v.exit_code = 1 if v.verdict == "FAIL" else 0
        return v

    @property
    def passed(self):
        """True when the judge's exit code is 0 and no gate FAILs (MARGINAL passes, as in scangate)."""
        return self.exit_code == 0 and self.verdict != "FAIL"

    @property
    def as_canonical(self):
        """True when the outputs FAIL only where and as the canonical FP32 order fails by construction on this
        case (outcome AS-CANONICAL, exit 16): FP32's limit there, not a pass."""
        return self.outcome == "AS-CANONICAL"

    def metrics(self):
        """Every metric of every quantity, in report order."""
        return [m for q in self.quantities.values() for m in q.metrics.values()]

    def failures(self, include_marginal=False):
        """The metrics whose verdict is FAIL (and MARGINAL with include_marginal), in report order."""
        want = ("FAIL", "MARGINAL") if include_marginal else ("FAIL",)
        return [m for m in self.metrics() if m.verdict in want]

    def summary(self):
        """One line: name, case, verdict, exit code and the failing gates' names."""
        f = self.failures()
        s = f"{self.name} on {self.case}: {self.verdict} (exit {self.exit_code}, outcome {self.outcome})"
        if f:
            s += f"; {len(f)} gate{'s' if len(f) != 1 else ''} FAIL: " + ", ".join(m.key for m in f)
        return s

    def explain(self, include_marginal=False):
        """The failing (and with include_marginal, marginal) gates, each with value, limit and the canonical
        FP32 path's value, then per quantity where the worst elements are: the report's failure details."""
        bad = self.failures(include_marginal)
        lines = [f"scangate judge: {self.name} on case {self.case} (shape {list(self.shape)}, seed {self.seed}): "
                 f"verdict {self.verdict}, "
                 f"outcome {self.outcome}, exit {self.exit_code}; {len(self.failures())} gates FAIL"
                 + (f", {len(self.failures(True)) - len(self.failures())} MARGINAL" if include_marginal else "")]
        if self.exit_code == 11:
            lines.append("  exit 11: an expected-status problem (a quarantined name passed, or no EXPECTED_STATUS.md "
                         "row covers it); see the report")
        if self.exit_code == 16:
            lines.append("  exit 16: it FAILs only where and as the canonical FP32 order fails by construction on this "
                         "case (outcome AS-CANONICAL; EXPECTED_STATUS.md quarantines that order here)")
        for qn, q in self.quantities.items():
            ms = [m for m in bad if m.quantity == qn]
            if not ms:
                continue
            for m in ms:
                lim = m.fail_limit if m.verdict == "FAIL" else m.marginal_limit
                s = f"  {m.verdict} {m.key} = {_fmt(m.value)}"
                s += f" > {_fmt(lim)} ({'FAIL' if m.verdict == 'FAIL' else 'MARGINAL'} limit)" if lim is not None \
                    else " (not a number: fails every limit)" if m.value is not None and math.isnan(m.value) else ""
                if m.canonical is not None:
                    s += f" [canonical f32: {_fmt(m.canonical)}]"
                lines.append(s)
            lines.extend("      " + w for w in q.where())
        lines.append(f"  report: {self.report_md}" if self.report_md else
                     "  report: judged in this process (Verdict.report holds report.json; Verdict.write(DIR) saves it)")
        return "\n".join(lines)

    def write(self, directory):
        """Writes the report as DIRECTORY/report.json (the text the library gave); returns its path."""
        os.makedirs(os.fspath(directory), exist_ok=True)
        p = os.path.join(os.fspath(directory), "report.json")
        tmp = p + ".tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump(self.report, f, indent=1)
        os.replace(tmp, p)
        return p

    def raise_for_status(self, allow_marginal=True):
        """Raises GateFailure (an AssertionError) unless the outputs passed: exit code 0 and no FAIL (and no
        MARGINAL when allow_marginal is False). Returns self otherwise."""
        bad = self.exit_code != 0 or self.verdict == "FAIL" or (not allow_marginal and self.verdict == "MARGINAL")
        if bad:
            raise GateFailure(self.explain(include_marginal=not allow_marginal), self)
        return self

    def __repr__(self):
        return f"<Verdict {self.summary()}>"
