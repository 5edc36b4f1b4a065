/**
 * Countries offered by the dialing-code picker: ISO 3166 code, ITU dialing code (digits, no '+')
 * and an English name. The merchant's own country comes first on the wire (see register settings).
 */
export interface Country {
  countryCode: string;
  countryDialingCode: string;
  name: string;
}

const RAW = `PH 63 Philippines;MY 60 Malaysia;SG 65 Singapore;ID 62 Indonesia;TH 66 Thailand;VN 84 Vietnam;
KH 855 Cambodia;LA 856 Laos;MM 95 Myanmar;BN 673 Brunei;TL 670 Timor-Leste;CN 86 China;HK 852 Hong Kong;
MO 853 Macau;TW 886 Taiwan;JP 81 Japan;KR 82 South Korea;MN 976 Mongolia;IN 91 India;BD 880 Bangladesh;
PK 92 Pakistan;LK 94 Sri Lanka;NP 977 Nepal;BT 975 Bhutan;MV 960 Maldives;AF 93 Afghanistan;
KZ 7 Kazakhstan;UZ 998 Uzbekistan;KG 996 Kyrgyzstan;TJ 992 Tajikistan;TM 993 Turkmenistan;IR 98 Iran;
IQ 964 Iraq;SA 966 Saudi Arabia;AE 971 United Arab Emirates;QA 974 Qatar;KW 965 Kuwait;BH 973 Bahrain;
OM 968 Oman;JO 962 Jordan;LB 961 Lebanon;IL 972 Israel;TR 90 Turkey;RU 7 Russia;UA 380 Ukraine;
AU 61 Australia;NZ 64 New Zealand;PG 675 Papua New Guinea;FJ 679 Fiji;US 1 United States;CA 1 Canada;
MX 52 Mexico;BR 55 Brazil;AR 54 Argentina;CL 56 Chile;CO 57 Colombia;PE 51 Peru;GB 44 United Kingdom;
IE 353 Ireland;FR 33 France;DE 49 Germany;IT 39 Italy;ES 34 Spain;PT 351 Portugal;NL 31 Netherlands;
BE 32 Belgium;CH 41 Switzerland;AT 43 Austria;SE 46 Sweden;NO 47 Norway;DK 45 Denmark;FI 358 Finland;
PL 48 Poland;CZ 420 Czechia;HU 36 Hungary;RO 40 Romania;GR 30 Greece;MT 356 Malta;CY 357 Cyprus;
EG 20 Egypt;MA 212 Morocco;NG 234 Nigeria;KE 254 Kenya;GH 233 Ghana;ZA 27 South Africa;ET 251 Ethiopia;
TZ 255 Tanzania;UG 256 Uganda`;

export const COUNTRIES: readonly Country[] = RAW.split(';').map((entry) => {
  const [countryCode, countryDialingCode, ...name] = entry.trim().split(' ');
  return { countryCode, countryDialingCode, name: name.join(' ') };
});
