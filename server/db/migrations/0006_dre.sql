-- DRE gerencial (issue 14): the DRE line each category of payables is reported on. NULL means
-- "Não classificado" until someone maps it on Categorias.
ALTER TABLE categorias ADD COLUMN IF NOT EXISTS dre_linha text;
