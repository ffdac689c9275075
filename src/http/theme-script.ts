// Runs inline (with the CSP nonce) before first paint: applies the chosen theme's CSS variables so
// there is no flash. Choice: localStorage 'mq-theme' = system | light | dark | <theme id>.
// The same rules live in web/src/shell/theme.ts (resolveTheme), which re-applies on change.
export const THEME_STORAGE_KEY = 'mq-theme';

export const themeInitScript = `(function(){try{
var d=JSON.parse(document.getElementById('mq-bootstrap').textContent);
var all=(d.themes&&d.themes.all)||[];var canChange=!d.settings||!d.settings.themes||d.settings.themes.user_change!==false;
var c=(canChange&&localStorage.getItem('${THEME_STORAGE_KEY}'))||'system';
var dark=matchMedia('(prefers-color-scheme: dark)').matches;
var pick=function(isDark){return all.find(function(t){return isDark?t.default_dark:t.default_light})||all.find(function(t){return !!t.is_dark===isDark})};
var sel=d.themes&&d.themes.selectedThemeId;
var t=c==='light'?pick(false):c==='dark'?pick(true):c==='system'?((sel&&!canChange)?all.find(function(x){return x.id===sel}):pick(dark)):all.find(function(x){return String(x.id)===c});
if(!t){t=pick(dark)}if(!t)return;var s=document.documentElement.style;
for(var k in t.values){s.setProperty(k,t.values[k])}
document.documentElement.classList.toggle('dark',!!t.is_dark);document.documentElement.dataset.themeId=t.id;
document.documentElement.style.colorScheme=t.is_dark?'dark':'light';
}catch(e){}})();`;
