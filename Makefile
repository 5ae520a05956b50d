# Every target creates .venv and installs what it needs on a fresh machine.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
PIP    := $(BIN)/python -m pip

.PHONY: demo test lint bench docs clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(PIP) install --quiet --upgrade pip

$(VENV)/.demo-deps: pyproject.toml | $(BIN)/python
	$(PIP) install --quiet -e ".[local]"
	touch $@

$(VENV)/.test-deps: pyproject.toml | $(BIN)/python
	$(PIP) install --quiet -e ".[local,langchain,langgraph,llamaindex,dev,notebooks]"
	touch $@

$(VENV)/.docs-deps: $(VENV)/.test-deps
	$(PIP) install --quiet -e ".[docs]"
	touch $@

$(VENV)/.bench-deps: $(VENV)/.test-deps
	$(PIP) install --quiet -e ".[local,langchain,llamaindex,dev,bench]"
	touch $@

demo: $(VENV)/.demo-deps
	$(BIN)/memory-ext demo

test: $(VENV)/.test-deps
	$(BIN)/python -m pytest --nbmake tests notebooks

lint: $(VENV)/.test-deps
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

bench: $(VENV)/.bench-deps
	$(BIN)/python benchmarks/shortterm.py
	$(BIN)/python benchmarks/locomo.py --data ../shared/data/locomo10.json
	$(BIN)/python benchmarks/context.py --data ../shared/data/locomo10.json
	$(BIN)/python benchmarks/scale.py
	$(BIN)/python benchmarks/conflicts.py
	$(BIN)/python benchmarks/chinese.py
	$(BIN)/python benchmarks/faces.py

# The API reference from the docstrings, offline, into docs/api/ (not committed).
# Every public module (not _private ones), so the pages cover more than the packages' __all__.
DOC_MODULES = memory_ext memory_ext.stores langchain_memory_ext llamaindex_memory_ext \
	$(subst /,.,$(patsubst %.py,%,$(filter-out %/__init__.py %/_%.py,$(wildcard \
	memory_ext/*.py memory_ext/stores/*.py langchain_memory_ext/*.py llamaindex_memory_ext/*.py))))

docs: $(VENV)/.docs-deps
	rm -rf docs/api
	$(BIN)/pdoc --docformat google --no-show-source -o docs/api $(DOC_MODULES)

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache docs/api
