// Ações (issue 19, PRODUCT.md "Ações", BRASIL.md stock-trade tax): B3 stock and FII trades,
// positions at the average price including costs, and the monthly apuração of the income tax
// (DARF 6015). One entry point for the three files: validation, positions, apuração.

export * from './acoes-validacao.ts';
export * from './acoes-posicoes.ts';
export * from './acoes-apuracao.ts';
