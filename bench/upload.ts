// `npm run bench -- upload`: the tus upload benchmark lives in bench/upload/ with its helpers.
import './upload/upload';
