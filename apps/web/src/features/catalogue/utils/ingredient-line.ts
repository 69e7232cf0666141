/**
 * An ingredient as the dish page shows it. Chefs write the unit into the name ("Tomatoes (g)": the wizard's
 * rows are name and amount only), so the unit is taken out of the name and put after the amount, as people
 * write it: "Tomatoes" and "600 g". The amount is written as the reader's language writes numbers (1,5 in
 * Lithuanian); an amount of 0 ("salt to taste") shows no amount.
 */
export function ingredientLine(
  name: string,
  amount: number,
  language: string,
): { name: string; amount: string | null } {
  const match = /^(.*\S)\s*\(([^()]{1,20})\)$/.exec(name.trim());
  const bare = match ? match[1]! : name.trim();
  const unit = match ? match[2]!.trim() : '';
  if (amount === 0) return { name: bare, amount: null };
  const number = new Intl.NumberFormat(language === 'lt' ? 'lt-LT' : 'en-IE', {
    maximumFractionDigits: 2,
  }).format(amount);
  return { name: bare, amount: unit ? `${number} ${unit}` : number };
}
