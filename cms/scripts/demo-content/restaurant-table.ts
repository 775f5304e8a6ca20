/**
 * Gastronomy: cuisines and the 30 places (all invented). Piso Jardim has the
 * cafés and sweets by the garden; Piso Jacarandá the restaurants and the food court.
 */
import type { L10n } from './text.ts';

export interface CuisineDef {
  slug: string;
  name: L10n;
}

export const CUISINES: readonly CuisineDef[] = [
  { slug: 'mineira', name: { pt: 'Mineira', en: 'Minas Gerais cuisine' } },
  { slug: 'brasileira', name: { pt: 'Brasileira', en: 'Brazilian' } },
  { slug: 'contemporanea', name: { pt: 'Contemporânea', en: 'Contemporary' } },
  { slug: 'japonesa', name: { pt: 'Japonesa', en: 'Japanese' } },
  { slug: 'asiatica', name: { pt: 'Asiática', en: 'Asian' } },
  { slug: 'italiana', name: { pt: 'Italiana', en: 'Italian' } },
  { slug: 'arabe', name: { pt: 'Árabe', en: 'Middle Eastern' } },
  { slug: 'mexicana', name: { pt: 'Mexicana', en: 'Mexican' } },
  { slug: 'churrascaria', name: { pt: 'Churrascaria', en: 'Steakhouse' } },
  { slug: 'frutos-do-mar', name: { pt: 'Frutos do mar', en: 'Seafood' } },
  { slug: 'hamburgueria', name: { pt: 'Hamburgueria', en: 'Burgers' } },
  { slug: 'vegana', name: { pt: 'Vegana e vegetariana', en: 'Vegan and vegetarian' } },
  { slug: 'cafeteria', name: { pt: 'Cafeteria', en: 'Café' } },
  { slug: 'padaria-e-confeitaria', name: { pt: 'Padaria e confeitaria', en: 'Bakery and patisserie' } },
  { slug: 'sorveteria', name: { pt: 'Sorvetes e açaí', en: 'Ice cream and açaí' } },
  { slug: 'bar', name: { pt: 'Bar e boteco', en: 'Bar' } },
];

export interface RestaurantRow {
  name: string;
  cuisine: string;
  color: string;
  price: 1 | 2 | 3 | 4;
  floor: 'L1' | 'L3';
  what: L10n;
  /** a signature dish or drink, named in the description */
  signature: L10n;
  delivery: boolean;
}

const r = (
  name: string,
  cuisine: string,
  color: string,
  price: RestaurantRow['price'],
  floor: RestaurantRow['floor'],
  whatPt: string,
  whatEn: string,
  sigPt: string,
  sigEn: string,
  delivery = true,
): RestaurantRow => ({ name, cuisine, color, price, floor, what: { pt: whatPt, en: whatEn }, signature: { pt: sigPt, en: sigEn }, delivery });

export const RESTAURANTS: readonly RestaurantRow[] = [
  // Piso Jardim
  r('Café Coado Serrano', 'cafeteria', '#6d4c41', 2, 'L1', 'cafés especiais de microlotes do Sul de Minas', 'speciality coffee from small farms in southern Minas', 'o coado na hora com bolo de fubá', 'the pour-over with cornmeal cake'),
  r('Padaria Pão Dourado', 'padaria-e-confeitaria', '#c98a2b', 1, 'L1', 'pão de queijo assado a cada meia hora e pães de fermentação natural', 'cheese bread baked every half hour and sourdough loaves', 'o pão de queijo com requeijão de corte', 'cheese bread with sliceable requeijão'),
  r('Gelato Ipê', 'sorveteria', '#ab47bc', 2, 'L1', 'gelato artesanal com frutas do cerrado', 'artisan gelato with Cerrado fruits', 'o sabor pequi com castanha de baru', 'the pequi and baru nut flavour', false),
  r('Doceria Vó Tita', 'padaria-e-confeitaria', '#e57373', 2, 'L1', 'doces mineiros, bolos de festa e goiabada cascão', 'Minas sweets, celebration cakes and guava paste', 'o queijo com goiabada cremosa', 'cheese with creamy guava paste'),
  r('Bistrô Varanda', 'contemporanea', '#2e7d32', 3, 'L1', 'cozinha contemporânea com terraço voltado para o jardim', 'contemporary cooking on a terrace over the garden', 'o risoto de ora-pro-nóbis', 'the ora-pro-nóbis risotto'),
  r('Chá & Prosa', 'cafeteria', '#8d6e63', 2, 'L1', 'chás de folhas inteiras, tortas e brunch aos fins de semana', 'whole-leaf teas, pies and weekend brunch', 'o brunch mineiro de domingo', 'the Sunday Minas brunch', false),
  r('Açaí da Mata', 'sorveteria', '#4a148c', 1, 'L1', 'açaí na tigela, sucos e smoothies', 'açaí bowls, juices and smoothies', 'a tigela com banana, granola e mel de jataí', 'the bowl with banana, granola and jataí honey'),
  // Piso Jacarandá: restaurants
  r('Fogão de Lenha Dona Zica', 'mineira', '#8d3b1f', 2, 'L3', 'comida mineira no fogão a lenha, servida em panelas de pedra-sabão', 'Minas home cooking from a wood stove, served in soapstone pots', 'o frango com quiabo e angu', 'chicken with okra and angu'),
  r('Sushi Kazê', 'japonesa', '#b71c1c', 3, 'L3', 'sushi e sashimi com peixes selecionados e balcão de omakase', 'sushi and sashimi from selected fish, with an omakase counter', 'o omakase de doze tempos', 'the twelve-course omakase'),
  r('Trattoria Nonna Bruna', 'italiana', '#1b5e20', 3, 'L3', 'massas frescas feitas na casa e vinhos italianos', 'house-made fresh pasta and Italian wines', 'o tortelli de abóbora na manteiga de sálvia', 'pumpkin tortelli in sage butter'),
  r('Brasa Gado Bravo', 'churrascaria', '#5d1f1f', 4, 'L3', 'churrasco em rodízio com cortes maturados', 'rodízio barbecue with dry-aged cuts', 'a picanha maturada por 28 dias', 'the 28-day dry-aged picanha'),
  r('Boteco Pé de Ipê', 'bar', '#f9a825', 2, 'L3', 'petiscos de boteco, chope gelado e samba ao vivo às sextas', 'bar snacks, ice-cold draught beer and live samba on Fridays', 'o torresmo de rolo com cachaça da casa', 'rolled crackling with the house cachaça'),
  r('Mar Aberto', 'frutos-do-mar', '#01579b', 4, 'L3', 'peixes e frutos do mar com receitas do litoral brasileiro', 'fish and seafood with recipes from the Brazilian coast', 'a moqueca capixaba em panela de barro', 'the Espírito Santo moqueca in a clay pot'),
  r('Al Yasmin', 'arabe', '#bf8f00', 2, 'L3', 'cozinha árabe de família, do quibe cru ao arroz com lentilha', 'family Middle Eastern cooking, from raw kibbeh to rice with lentils', 'a mesa de mezze para dividir', 'the mezze spread to share'),
  r('Horta Viva', 'vegana', '#558b2f', 2, 'L3', 'pratos vegetais de estação com ingredientes de agricultura familiar', 'seasonal plant-based dishes with family-farm produce', 'o bobó de palmito pupunha', 'the peach-palm bobó'),
  r('Izakaya Hana', 'japonesa', '#880e4f', 3, 'L3', 'petiscos japoneses, lámen e saquês', 'Japanese small plates, ramen and sake', 'o lámen tonkotsu de dezoito horas', 'the eighteen-hour tonkotsu ramen'),
  // Piso Jacarandá: food court
  r('Cactus Taquería', 'mexicana', '#e65100', 2, 'L3', 'tacos, burritos e guacamole feito na hora', 'tacos, burritos and freshly made guacamole', 'o taco al pastor com abacaxi grelhado', 'the al pastor taco with grilled pineapple'),
  r('Brasa Burger Co.', 'hamburgueria', '#d84315', 2, 'L3', 'hambúrgueres de blend da casa grelhados na brasa', 'house-blend burgers grilled over charcoal', 'o burger com queijo canastra e cebola caramelizada', 'the burger with Canastra cheese and caramelised onion'),
  r('Smash da Serra', 'hamburgueria', '#37474f', 1, 'L3', 'smash burgers, batatas rústicas e milk-shakes', 'smash burgers, rustic fries and milkshakes', 'o duplo smash com bacon', 'the double smash with bacon'),
  r('Wok Lótus', 'asiatica', '#c62828', 2, 'L3', 'yakisoba, arroz frito e pratos no wok', 'yakisoba, fried rice and wok dishes', 'o yakisoba de frutos do mar', 'the seafood yakisoba'),
  r('Esfiha Damasco', 'arabe', '#8d6e63', 1, 'L3', 'esfihas abertas e fechadas, kibes e beirutes', 'open and closed esfihas, kibbeh and Beirut sandwiches', 'a esfiha de coalhada seca com zaatar', 'the labneh and za’atar esfiha'),
  r('PF Mineirinho', 'mineira', '#6d4c41', 1, 'L3', 'prato feito mineiro com feijão tropeiro e couve', 'Minas set plates with tropeiro beans and collard greens', 'o tutu com linguiça e torresmo', 'tutu beans with sausage and crackling'),
  r('Pizza Forno Vivo', 'italiana', '#bf360c', 2, 'L3', 'pizza napolitana em forno a lenha', 'Neapolitan pizza from a wood-fired oven', 'a margherita com muçarela de búfala', 'the margherita with buffalo mozzarella'),
  r('Temaki Hikari', 'japonesa', '#263238', 2, 'L3', 'temakis, hot rolls e poke', 'temaki, hot rolls and poke', 'o temaki de salmão grelhado com cream cheese', 'the grilled salmon and cream cheese temaki'),
  r('Salada & Grão', 'vegana', '#7cb342', 2, 'L3', 'saladas montadas, bowls de grãos e sucos verdes', 'build-your-own salads, grain bowls and green juices', 'o bowl de quinoa com legumes assados', 'the quinoa bowl with roast vegetables'),
  r('Frango Caipira Gerais', 'brasileira', '#f57f17', 1, 'L3', 'frango assado, farofa e acompanhamentos caseiros', 'roast chicken, farofa and home-style sides', 'o frango assado com farofa de banana', 'roast chicken with banana farofa'),
  r('Tapioca da Praça', 'brasileira', '#00897b', 1, 'L3', 'tapiocas doces e salgadas e cuscuz nordestino', 'sweet and savoury tapiocas and north-eastern couscous', 'a tapioca de carne de sol com queijo coalho', 'the sun-dried beef and coalho cheese tapioca'),
  r('Crepe Ville', 'cafeteria', '#5e35b1', 2, 'L3', 'crepes franceses, waffles e cafés', 'French crêpes, waffles and coffee', 'o crepe de doce de leite com banana', 'the dulce de leche and banana crêpe'),
  r('Pastelaria Feira Livre', 'brasileira', '#fbc02d', 1, 'L3', 'pastéis de feira fritos na hora e caldo de cana', 'street-market pastéis fried to order and sugarcane juice', 'o pastel de queijo com caldo de cana', 'the cheese pastel with sugarcane juice'),
  r('Sorvete Sete Sabores', 'sorveteria', '#ec407a', 1, 'L3', 'sorvetes de massa, casquinhas e sundaes', 'scooped ice cream, cones and sundaes', 'o sundae de doce de leite', 'the dulce de leche sundae', false),
];
