/* Word lists of the benchmark fixtures: what a Brazilian back office really types, accents and
   all, so search exercises accent- and case-insensitive matching on realistic text. */

export const BANCOS: { banco: string; cartao: boolean; credito: boolean; debito: boolean; vencimento: number | null }[] = [
  { banco: 'Itaú Unibanco', cartao: true, credito: true, debito: true, vencimento: 10 },
  { banco: 'Bradesco', cartao: true, credito: true, debito: true, vencimento: 15 },
  { banco: 'Banco do Brasil', cartao: true, credito: true, debito: true, vencimento: 5 },
  { banco: 'Caixa Econômica Federal', cartao: true, credito: false, debito: true, vencimento: null },
  { banco: 'Santander', cartao: true, credito: true, debito: true, vencimento: 20 },
  { banco: 'Nubank', cartao: true, credito: true, debito: false, vencimento: 7 },
  { banco: 'Banco Inter', cartao: true, credito: true, debito: true, vencimento: 25 },
  { banco: 'C6 Bank', cartao: true, credito: true, debito: false, vencimento: 31 },
  { banco: 'BTG Pactual', cartao: false, credito: false, debito: false, vencimento: null },
  { banco: 'Sicoob', cartao: true, credito: false, debito: true, vencimento: null },
  { banco: 'Sicredi', cartao: true, credito: true, debito: true, vencimento: 12 },
  { banco: 'Banrisul', cartao: false, credito: false, debito: false, vencimento: null },
  { banco: 'Safra', cartao: false, credito: false, debito: false, vencimento: null },
  { banco: 'Mercado Pago', cartao: true, credito: true, debito: true, vencimento: 3 },
  { banco: 'PagBank', cartao: true, credito: false, debito: true, vencimento: null },
  { banco: 'XP Investimentos', cartao: true, credito: true, debito: false, vencimento: 28 },
  { banco: 'Banco Original', cartao: false, credito: false, debito: false, vencimento: null },
  { banco: 'Neon', cartao: true, credito: false, debito: true, vencimento: null },
  { banco: 'Banco BS2', cartao: false, credito: false, debito: false, vencimento: null },
  { banco: 'Cora', cartao: true, credito: true, debito: true, vencimento: 18 },
];

export const CATEGORIAS = [
  'Aluguel', 'Energia elétrica', 'Água e esgoto', 'Internet', 'Telefonia', 'Folha de pagamento',
  'Impostos e taxas', 'Fornecedores', 'Material de escritório', 'Manutenção predial', 'Combustível',
  'Viagens', 'Alimentação', 'Marketing', 'Software e licenças', 'Consultoria', 'Seguros',
  'Tarifas bancárias', 'Limpeza', 'Segurança', 'Fretes', 'Equipamentos', 'Treinamento',
  'Contabilidade', 'Jurídico', 'Benefícios', 'Eventos', 'Assinaturas', 'Doações', 'Diversos',
];

export const PREFIXOS = [
  'Compra de', 'Pagamento de', 'Serviço de', 'Manutenção de', 'Assinatura de', 'Conta de',
  'Taxa de', 'Locação de', 'Reposição de', 'Contrato de',
];

export const ITENS = [
  'papelaria', 'energia elétrica', 'internet fibra', 'telefonia móvel', 'água', 'cartuchos de impressão',
  'cadeiras ergonômicas', 'notebooks', 'licenças de software', 'hospedagem do site', 'limpeza',
  'vigilância', 'café e lanches', 'combustível da frota', 'passagens aéreas', 'hotel',
  'seguro empresarial', 'consultoria tributária', 'honorários contábeis', 'publicidade online',
  'uniformes', 'ar-condicionado', 'elevadores', 'mobiliário', 'frete de mercadorias',
  'certificado digital', 'treinamento da equipe', 'plano de saúde', 'vale-refeição', 'coworking',
];

export const FORNECEDORES = [
  'Kalunga', 'Enel', 'Vivo', 'Claro', 'TIM', 'Sabesp', 'Amazon', 'Mercado Livre', 'Dell', 'Lenovo',
  'Microsoft', 'Google', 'Totvs', 'Ipiranga', 'Shell', 'LATAM', 'Azul', 'Ibis', 'Porto Seguro',
  'SulAmérica', 'Unimed', 'Sodexo', 'Alelo', 'Correios', 'Jadlog', 'Magazine Luiza', 'Leroy Merlin',
  'Tok&Stok', 'Serasa', 'Contabilizei', 'Atlas Schindler', 'Carrier', 'Cielo', 'Stone', 'WeWork',
  'Padaria São João', 'Gráfica Pérola', 'Açougue Boi Gordo', 'Chaveiro Conceição', 'Elétrica Irmãos Araújo',
];

export const OBSERVACOES = [
  'NF-e', 'Reembolso solicitado', 'Aprovado pela diretoria', 'Conferir boleto', 'Pago com desconto',
  'Ver contrato anexo', 'Centro de custo: administrativo', 'Centro de custo: comercial',
  'Renegociado', 'Urgente',
];

export const RECEBIVEIS_PREFIXOS = [
  'Mensalidade', 'Venda', 'Serviço prestado', 'Consultoria', 'Projeto', 'Licença anual', 'Manutenção mensal',
  'Treinamento', 'Reembolso', 'Comissão',
];

export const CLIENTES = [
  'Padaria Pão Dourado', 'Escola Aprender', 'Clínica São Lucas', 'Construtora Horizonte', 'Mercado Bom Preço',
  'Academia Corpo em Ação', 'Transportadora Rápida', 'Farmácia Saúde', 'Hotel Maré Alta', 'Oficina do Zé',
  'Restaurante Sabor Caseiro', 'Loja Estação Moda', 'Advocacia Ribeiro & Sá', 'Pet Shop Amigo Fiel',
  'Imobiliária Chave de Ouro', 'Colégio Dom Bosco', 'Auto Peças Irmão', 'Café Grão Nobre', 'Studio Ângulo',
  'Distribuidora Ceará',
];
