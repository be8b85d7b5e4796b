"""Many program files at once: each runs on its own, and its outcome is one JSON-ready entry.

An entry is `{"file", "ok": true, "results": [...]}` for a file that ran and
whose expected answers hold; `{"file", "ok": false, "error": {"message",
"line", "col"}}` for one that failed, with its results too when it ran but an
expected answer did not hold. A failing file never costs the others theirs.
"""
import json
import os
import time

from gradcli.errors import GradcliError


def expand(paths, stdin=()):
    """Files as given, folders as every *.grad below them (sorted), '-' as paths read from `stdin`, one per line."""
    files = []
    for path in paths:
        if path == "-":
            files.extend(expand([line.strip() for line in stdin if line.strip()]))
        elif os.path.isdir(path):
            files.extend(sorted(os.path.join(folder, name) for folder, _, names in os.walk(path)
                                for name in names if name.endswith(".grad")))
        else:
            files.append(path)
    return files


def run_file(path):
    """Run one program file; its entry, with the seconds it took under "seconds"."""
    from gradcli import render
    from gradcli.program import mismatches, read_program_file, run_program

    start = time.perf_counter()
    entry = {"file": path}
    try:
        results = run_program(read_program_file(path), path)
        entry["ok"] = True
        entry["results"] = [render.result_to_dict(r) for r in results]
        wrong = mismatches(results)
        if wrong:
            entry["ok"] = False
            entry["error"] = _error(wrong[0].message, wrong[0].position)
            entry["mismatches"] = [_error(m.message, m.position) for m in wrong]
    except GradcliError as exc:
        entry.update(ok=False, error=_error(exc.message, exc.position))
    except (OSError, RecursionError, MemoryError) as exc:
        entry.update(ok=False, error=_error(f"{type(exc).__name__}: {exc}", None))
    except Exception as exc:  # a bug in gradcli: reported in the entry, the batch goes on
        entry.update(ok=False, error=_error(f"internal error: {type(exc).__name__}: {exc}", None))
    entry["seconds"] = time.perf_counter() - start
    return entry


def _error(message, position):
    return {"message": message, "line": position.line if position else None, "col": position.col if position else None}


def entry_line(entry):
    """The entry as one line of strict JSON, without its timing (output must not depend on the machine)."""
    return json.dumps({k: v for k, v in entry.items() if k != "seconds"}, allow_nan=False)


def document(entries):
    """All entries as one JSON document, with the counts."""
    failed = sum(not e["ok"] for e in entries)
    body = ", ".join(entry_line(e) for e in entries)
    return f'{{"passed": {len(entries) - failed}, "failed": {failed}, "files": [{body}]}}'


def run_all(files, jobs=1):
    """Each file's entry, in input order, as soon as it and those before it are done."""
    if jobs <= 1 or len(files) <= 1:
        yield from map(run_file, files)
        return
    import multiprocessing

    with multiprocessing.Pool(jobs, initializer=_leave_interrupts_to_the_parent) as pool:
        yield from pool.imap(run_file, files, chunksize=max(1, min(16, len(files) // (4 * jobs))))


def _leave_interrupts_to_the_parent():
    import signal
    signal.signal(signal.SIGINT, signal.SIG_IGN)
