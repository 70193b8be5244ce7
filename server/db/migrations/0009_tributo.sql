-- Issue 15: a tax (tributo) is due on the PREVIOUS business day when its date is not one
-- (decision 221). A category can be a tax (every posting in it is), and so can a posting.
-- Receivables and card bills are never taxes paid by the company: no column there.
ALTER TABLE categorias ADD COLUMN IF NOT EXISTS tributo boolean NOT NULL DEFAULT false;
ALTER TABLE lancamentos ADD COLUMN IF NOT EXISTS tributo boolean NOT NULL DEFAULT false;
