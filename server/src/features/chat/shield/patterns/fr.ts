import type { ShieldPatterns } from './types';

/** French. Accents are folded (é → e, ç → c), so "numéro" is written "numero". */
export const fr: ShieldPatterns = {
  digits: [['zero'], ['un', 'une'], ['deux'], ['trois'], ['quatre'], ['cinq'], ['six'], ['sept'], ['huit'], ['neuf']],
  messengers: ['watsap', 'ouatsap', 'telegramme', 'face book', 'insta'],
  reachBefore: [
    "(?:ajoute|ajoutez|ecris|ecrivez|contacte|contactez|retrouve|retrouvez|suis|suivez|appelle|appelez|envoie|envoyez|parle|parlez)[- ]?(?:moi|nous)? (?:sur|par|via|en)",
    '(?:parlons|parler|discutons|discuter|continuons|continuer|on continue|passons|passer|on passe) (?:sur|par|via|en)',
    "(?:tu es|t'es|es-tu|t'as|as-tu|tu as|vous avez|avez-vous) (?:sur )?", 'numero(?: de)?', 'compte',
  ],
  reachAfter: ['moi', 'id', 'pseudo', 'compte', ': ?@?[a-z0-9_.]{3,}'],
  possessive: ['mon', 'ma', 'ton', 'ta', 'votre'],
  possessiveAfter: ["c'est", 'est', ':', '=', 'id', 'pseudo', 'compte', 'numero'],
  emailAt: ['arobase', 'at'],
  emailDot: ['point', 'dot'],
  money: [
    "(?:envoie|envoyez|envoyer|vire|virez|virer|transfere|transferez|transferer|prete|pretez|preter|donne|donnez)[- ]?(?:moi|nous)? (?:de l'argent|des sous|un peu d'argent|l'argent|\\d|des euros|de la thune)",
    'virement', "transfert d'argent", 'cartes? cadeaux?', 'cartes? (?:itunes|google play|steam|amazon|pcs|transcash|neosurf)',
    'coupons? (?:pcs|transcash|neosurf)', '(?:envoie|envoyer|achete|acheter|investis|investir|depose|payer)[^.?!\\n]{0,30}(?:bitcoin|btc|usdt|crypto)',
    'compte (?:bancaire|en banque)', 'coordonnees bancaires', 'rib', "besoin d'argent", "(?:un|d'un) pret",
    'frais (?:de|du|pour le|pour mon) (?:visa|voyage|douane|dossier|billet|hopital)', 'payer (?:mon|le|mes) (?:billet|visa|voyage|frais)',
    'aide[- ]moi financierement',
  ],
};
